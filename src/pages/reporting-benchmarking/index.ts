export { ReportingBenchmarkingPage } from './ui/reporting-benchmarking-page';
