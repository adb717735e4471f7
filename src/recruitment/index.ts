// What the recruitment feature offers the others: its module.
export { RecruitmentModule } from './recruitment.module.js';
