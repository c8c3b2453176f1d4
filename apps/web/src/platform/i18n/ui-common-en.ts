/**
 * The interface texts every page may need before its area's texts arrive: common words, the
 * shell, sign-in and the pages outside the app's frame (decision 212). The areas' texts load
 * with the signed-in frame and the portal (i18n/index.ts).
 */
export const uiCommonEn = {
  // Common
  appName: 'Procura',
  errorTitle: 'Error',
  loading: 'Loading…',
  retry: 'Try again',
  confirm: 'Confirm',
  cancel: 'Cancel',
  close: 'Close',
  dismiss: 'Dismiss',
  yes: 'Yes',
  no: 'No',
  noMatches: 'No matches',
  pageLoadFailed: 'This page could not be loaded.',
  pageCodeLoadFailed:
    'Procura may have been updated since you opened it, or the connection dropped. Reload to continue.',
  reloadPage: 'Reload',
  successTitle: 'Success',
  save: 'Save',
  edit: 'Edit',
  delete: 'Delete',
  numberTooBig: 'Enter {max} or less.',
  numberTooSmall: 'Enter {min} or more.',
  textTooLong: 'Use at most {max} characters.',

  // Login (000 §2 /login)
  loginTitle: 'Login',
  domainLabel: 'Domain',
  domainDescription: 'Your agency’s sign-in name, as given by your administrator.',
  loginButton: 'Login',
  ssoButton: 'Single Sign-On',
  signingInTo: 'Signing in to {domain}',
  usernameLabel: 'Email or username',
  passwordLabel: 'Password',
  forgotPasswordLink: 'Forgot password?',
  domainButton: 'Domain',
  redirectingToSso: 'Taking you to your single sign-on provider…',
  lockoutTitle: 'Account locked',
  forgotPasswordTitle: 'Forgot Password',
  forgotPasswordIntro:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  emailLabel: 'Email',
  privacyPolicy: 'Privacy Policy',
  contactSupport: 'Contact Support',
  productHome: 'About Procura',
  version: 'Version {version}',
  copyright: '© {year}',

  // Reset password and email verification
  resetPasswordTitle: 'Reset Password',
  verifyEmailTitle: 'Set Your Password',
  verifyingLink: 'Checking your link…',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm new password',
  changePasswordButton: 'Change password',
  backToLogin: 'Back to login',
  passwordRulesHeading: 'Your password needs:',
  passwordRuleLength: 'At least {min} characters',
  passwordRuleMaxLength: 'At most {max} characters',
  passwordRuleUppercase: 'At least {count} uppercase letters',
  passwordRuleLowercase: 'At least one lowercase letter',
  passwordRuleSpecial: 'At least one special character, such as ! or #',

  // Shell
  toggleNavigation: 'Show or hide navigation',
  mainNavigation: 'Main navigation',
  navDashboard: 'Dashboard',
  navTeam: 'Team',
  navControlPanel: 'Control Panel',
  userMenu: 'User menu',
  profile: 'Profile',
  switchAgency: 'Switch agency',
  logout: 'Logout',
  settingsMenu: 'Settings',
  messageCentre: 'Message Centre',
  docs: 'Docs',
  help: 'Help',
  debugView: 'Debug view',
  supportHeading: 'Support',
  supportPhone: 'Phone: {phone}',
  supportEmail: 'Email: {email}',
  supportTicket: 'Open a support ticket',
  currentAgency: 'You are working in {name}.',
  agencyLabel: 'Agency',
  agencyPlaceholder: 'Choose an agency',
  switchAgencyButton: 'Switch',
  noAgencies: 'There is no other agency to switch to.',
  agencySwitched: 'You are now working in {name}.',
  outdatedBrowserTitle: 'Your browser is out of date',
  outdatedBrowserText:
    'Some parts of Procura may not work in this browser. Please update it, or use a current version of Chrome, Edge, Firefox or Safari.',

  // Access and session
  accessDeniedTitle: 'Access Denied',
  permissionsLoadFailed: 'Your permissions could not be loaded.',
  sessionCheckFailed: 'We could not check your session.',
  sessionTimeoutTitle: 'Are you still there?',
  staySignedIn: 'Stay signed in',
  signOut: 'Sign out',

  // Dashboard
  dashboardTitle: 'Dashboard',
  welcome: 'Welcome, {name}',
  roleBuyer: 'Buyer',

  // Team
  teamTitle: 'Team',
  teamCount_one: '{count} team member',
  teamCount_other: '{count} team members',
  teamSearchLabel: 'Search team members',
  teamSearchPlaceholder: 'Name, email or username',
  teamEmpty: 'No team members yet.',
  teamNoMatch: 'No team members match “{search}”.',
  teamLoadFailed: 'The team could not be loaded.',
  teamMemberTitle: 'Team member',
  backToTeam: 'Back to team',
  columnName: 'Name',
  columnDescription: 'Description',
  columnRequired: 'Required',
  itemRequired: 'Required',
  itemOptional: 'Optional',
  columnEmail: 'Email',
  columnUsername: 'Username',
  columnGroups: 'Groups',
  columnStatus: 'Status',
  statusActive: 'Active',
  statusInactive: 'Inactive',
  statusLocked: 'Locked',
  purchaser: 'Purchaser',
  noGroups: 'No groups',

  // Pagination
  pagination: 'Pages',
  pageOf: 'Page {page} of {pages}',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  goToPage: 'Page {page}',

  // Row selection
  rowSelectPage: 'Select all on this page',
  rowSelect: 'Select {name}',
  emailSelected: 'Email selected ({count})',

  // Debug view
  debugSession: 'Session',
  debugAgency: 'Agency',
  debugNodes: 'Tender node / customer node',
  debugIdleExpiry: 'Idle expiry',
  debugExpiry: 'Absolute expiry',
  debugSiteAdmin: 'Site administrator',
  debugPermissions: 'Permissions held',
  debugFeatures: 'Feature flags',
  debugRouteAccess: 'Route access',
  debugRoute: 'Route name',
  debugLevel: 'Level',
  debugCanView: 'View',
  debugCanAct: 'Act',

  // Documentation
  docsTitle: 'Documentation',
  docsIntro: 'How to use the parts of Procura available in this release.',
  docsSignInTitle: 'Signing in',
  docsSignInBody:
    'Enter your agency’s domain, then choose Login to sign in with your email or username and password, or Single Sign-On if your agency uses its own identity provider. Procura remembers the last domain you used on this device.',
  docsPasswordTitle: 'Forgotten password',
  docsPasswordBody:
    'On the login form choose “Forgot password?” and enter your email. If an account exists, you receive a link to choose a new password; it must have at least 8 characters, two capitals, a lowercase letter and a special character. Check your spam folder if the email does not arrive.',
  docsSessionTitle: 'Staying signed in',
  docsSessionBody:
    'After 30 minutes without activity your session ends. Two minutes before, a dialog counts down: choose “Stay signed in” to continue, or “Sign out”. After too many failed sign-in attempts an account is locked for 30 minutes.',
  docsTeamTitle: 'Your team',
  docsTeamBody:
    'Team lists the people of your agency with their groups and status. Search by name, email or username; select a name to see or edit the member’s profile. With the permission to edit the team you add members, unlock, activate, deactivate or delete them, and the Groups tab manages groups and their permissions. Your own profile, where you also change your password and photo, is in the user menu.',
  docsPermissionsTitle: 'Permissions',
  docsPermissionsBody:
    'What you may see and do comes from the groups you belong to. A page you may not view shows “Access Denied”; a control you may not use is shown with a lock. Ask an administrator of your agency for access.',
} as const;
