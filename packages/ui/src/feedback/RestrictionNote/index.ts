export { RestrictionNote, type RestrictionNoteProps } from './RestrictionNote';
