export { PlayerLoadingList } from './components/player-loading-list';
