/**
 * `@trilha/sdk/ui`: what the widgets and the portal both draw and do — icons, dialogs (one
 * behaviour, each product's own look through `createDialogs`), downloads and data loading.
 */
export { type ConfirmModalProps, createDialogs } from './dialogs';
export { openPendingTab, type PendingTab, saveBlob } from './download';
export { datedFileName, fileSlug } from './fileNames';
export * from './icons';
export type { DialogSkin, ModalClassNames, ModalProps, ModalSize, ModalTone } from './Modal';
export { scrollBehavior } from './motion';
export { type LoaderOptions, type LoaderState, useLoader } from './useLoader';
