import { useSignals } from '@preact/signals-react/runtime';
import { MANAGER_MSG } from '@trilha/sdk/contract';
import { AccessDenied } from '../../components/AccessDenied';
import { PageHeader } from '../../components/PageHeader';
import { ErrorState } from '../../components/StateMessages';
import { T } from '../../messages';
import { currentUser } from '../../state/session';
import { TrainingMatrix } from './TrainingMatrix';

/** 'Matriz de Treinamentos' (issue 18): the manager's company's cargos and required courses. */
export function TrainingMatrixPage() {
  useSignals();
  const user = currentUser.value;
  if (user?.role !== 'manager') return <AccessDenied message={T.managerArea.accessDenied} />;
  return (
    <div className="matrix-page">
      <PageHeader title={T.matrix.title} subtitle={T.matrix.subtitle} />
      {user.company_id ? (
        <TrainingMatrix companyId={user.company_id} />
      ) : (
        <ErrorState message={MANAGER_MSG.companyRequired} />
      )}
    </div>
  );
}
