// The content studio's public surface: its module (docs/product.md#25-content-studio).
export { StudioModule } from './studio.module.js';
