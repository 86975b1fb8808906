export { LazyIsland, type LazyIslandProps, type LazyIslandModule } from './LazyIsland';
