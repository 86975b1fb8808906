export { KeywordList, type KeywordListProps } from './KeywordList';
