export { AccountArtworkSection } from './components/account-artwork-section';
export { StaffArtworkSection } from './components/staff-artwork-section';
export { ArtworkQueue } from './components/artwork-queue';
