export { containerNames, STORAGE_AREAS, type ContainerNames, type StorageArea } from './containers';
export { contentDisposition } from './content-disposition';
export { createStorage } from './create-storage';
export { InvalidObjectPathError, newObjectPath, safeFileName } from './object-path';
export { acceptUpload, FileRejectedError, uploadRules, type AcceptedFile, type UploadCandidate } from './upload-acceptance';
export type { FileStore, ObjectBody, ObjectReader, PutOptions, StoredObject } from './types';
