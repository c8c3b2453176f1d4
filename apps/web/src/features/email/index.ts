/** What other features use of email (issue 25): filled in as the area grows. */
export {};
