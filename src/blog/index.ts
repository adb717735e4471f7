// What the blog feature offers the others: its module and the providers it exports.
export { BlogModule } from './blog.module.js';
export { BlogService } from './blog.service.js';
export { BlogSeeder } from './blog-seeder.js';
