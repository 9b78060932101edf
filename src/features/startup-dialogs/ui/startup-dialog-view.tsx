import type { StartupDialog } from '../model/startup-flow';
import { BenchmarkingDialog } from './benchmarking-dialog';
import { MaintenanceDialog } from './maintenance-dialog';
import { ProductImprovementsDialog } from './product-improvements-dialog';

/** One startup dialog, by its kind. */
export function StartupDialogView({ dialog }: { dialog: StartupDialog }) {
  if (dialog.kind === 'maintenance') return <MaintenanceDialog alert={dialog.alert} />;
  if (dialog.kind === 'benchmarking') return <BenchmarkingDialog notification={dialog.notification} />;
  return <ProductImprovementsDialog />;
}
