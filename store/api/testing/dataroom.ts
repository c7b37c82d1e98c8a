import type { Dataroom, DataroomDocument, DataroomRequest } from '@/lib/schemas/dataroom';
import { OPPORTUNITY_ID, PROJECT_ID } from './opportunities';

/** Answers of the data-room API for the component tests. */
export const FOLDER_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
export const FILE_ID = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
export const REQUEST_ID = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

export const DOCUMENT: DataroomDocument = {
  id: FILE_ID,
  opportunity_id: OPPORTUNITY_ID,
  folder_id: FOLDER_ID,
  name: 'kiln-design.pdf',
  content_type: 'application/pdf',
  page_count: 3,
  download_only: false,
  can_download: false,
};

export const DEVELOPER_ROOM: Dataroom = {
  opportunity_id: OPPORTUNITY_ID,
  project_id: PROJECT_ID,
  side: 'developer',
  can_manage: true,
  folders: [
    {
      id: FOLDER_ID,
      name: 'A. Technical',
      can_download: true,
      allows_downloads: true,
      expires_at: null,
      files: [
        {
          id: FILE_ID,
          folder_id: FOLDER_ID,
          name: 'kiln-design.pdf',
          content_type: 'application/pdf',
          size: 1024,
          page_count: 3,
          download_only: false,
          source: 'upload',
          added_at: '2026-11-21T09:00:00.000Z',
        },
      ],
    },
  ],
};

export const REQUEST: DataroomRequest = {
  id: REQUEST_ID,
  opportunity_id: OPPORTUNITY_ID,
  investor_id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
  investor_name: 'Gina Granted',
  investor_email: 'gina@example.test',
  message: 'We would like to see the kiln design.',
  created_at: '2026-11-22T09:00:00.000Z',
  grants: [
    {
      folder_id: FOLDER_ID,
      folder_name: 'A. Technical',
      can_download: false,
      expires_at: null,
      granted_at: '2026-11-22T10:00:00.000Z',
      revoked_at: null,
      state: 'active',
    },
  ],
};
