// Uploaded images' public surface: the module, and the service the studio's features will read images through.
export { MediaModule } from './media.module.js';
export { MediaService } from './media.service.js';
