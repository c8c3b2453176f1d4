/** What other features use of reports (issue 21 §2: through this file only): links into the library. */
export { ReportLibraryLink, reportLibraryPath } from './components/report-library-link.tsx';
