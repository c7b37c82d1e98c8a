import { ROUTES } from './routes';

const SEED_ROUTES: Record<keyof typeof ROUTES, string[]> = {
  projects: [
    '/project',
    '/create_project',
    '/share',
    '/projects',
    '/step',
    '/section',
    '/question',
    '/assessment',
    '/support',
    '/compute',
    '/ownership',
    '/get_ownership',
    '/files',
    '/autofill',
    '/get_project_questionnarie',
  ],
  users: ['/users', '/me', '/contact', '/profiles', '/internal/users', '/internal/users_export', '/internal/signin_export', '/internal/user_delete'],
  opportunities: [
    '/opportunity',
    '/publication',
    '/investor',
    '/investor_details',
    '/internal/investor',
    '/internal/activate',
    '/internal/publication',
    '/request',
    '/audit',
    '/report',
  ],
  signAndCommit: [
    '/sign-and-commit-opp/sign',
    '/sign-and-commit-opp/validate',
    '/sign-and-commit-opp/dataroom',
    '/sign-and-commit-opp/dataroom_request',
    '/sign-and-commit-opp/revoke',
  ],
  companies: [
    '/company',
    '/company_projects',
    '/company_project',
    '/company_files',
    '/developer',
    '/developer_details',
    '/internal/developers',
    '/oem',
    '/oems/project',
    '/oems/requirements',
  ],
  resources: ['/resources/articles', '/resources/templates', '/knowledge-hub'],
  monitoring: [
    '/monitoring/create',
    '/monitoring/evidences',
    '/monitoring/evidences_artefacts',
    '/monitoring/charts',
    '/monitoring/livemonitoring',
    '/monitoring/compute',
    '/monitoring/mobileuploads',
    '/monitoring/mobileuploads_item',
    '/monitoring/artefacts',
    '/monitoring/templates',
    '/monitoring/reactor',
    '/monitoring/measurements',
    '/monitoring/sites',
    '/monitoring/alarms',
    '/monitoring/mobile-upload-logs',
    '/monitoring/gather-IOT-data',
    '/monitoring/gather-form-data',
  ],
  todo: ['/jtbd/todo', '/jtbd/project', '/jtbd/create', '/jtbd/support'],
};

describe('route constants', () => {
  it.each(Object.keys(SEED_ROUTES) as (keyof typeof ROUTES)[])('holds exactly the seed routes of %s', (area) => {
    expect(Object.values(ROUTES[area])).toEqual(SEED_ROUTES[area]);
  });

  it('keeps the seed spelling of the questionnaire export', () => {
    expect(ROUTES.projects.getProjectQuestionnaire).toBe('/get_project_questionnarie');
  });
});
