export { DocumentCard, type DocumentCardProps } from './DocumentCard';
export { isSafeDocumentUrl, documentKind, type DocumentKind } from '../../internal/documentUrl';
