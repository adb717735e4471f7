import { defineEntity, p } from '@mikro-orm/postgresql';

const VisitDayVisitorSchema = defineEntity({
  name: 'VisitDayVisitor',
  tableName: 'visit_day_visitor',
  properties: {
    day: p.date().primary(),
    visitor: p.string().length(22).primary(),
  },
});

/**
 * The visitors seen today, one row each, so that of several instances exactly one marks a visitor's first
 * page view of the day (its insert wins); rows of past days are deleted with their salt.
 */
export class VisitDayVisitor extends VisitDayVisitorSchema.class {}
VisitDayVisitorSchema.setClass(VisitDayVisitor);
