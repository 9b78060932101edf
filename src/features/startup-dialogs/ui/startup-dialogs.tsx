import { useUnit } from 'effector-react';

import { $currentStartupDialog } from '../model/startup-flow';
import { BenchmarkingDialog } from './benchmarking-dialog';
import { MaintenanceDialog } from './maintenance-dialog';
import { ProductImprovementsDialog } from './product-improvements-dialog';

/** The startup dialogs of this sign-in, one at a time. */
export function StartupDialogs() {
  const dialog = useUnit($currentStartupDialog);
  if (dialog?.kind === 'maintenance') return <MaintenanceDialog alert={dialog.alert} />;
  if (dialog?.kind === 'benchmarking') return <BenchmarkingDialog notification={dialog.notification} />;
  if (dialog?.kind === 'productImprovements') return <ProductImprovementsDialog />;
  return null;
}
