import { unitClasses, unitsOfMeasure } from '../../db/schema/masterfile';
import { belongsTo, defineResource, hasMany } from '../../platform/resource/define';

export const unitOfMeasureResource = defineResource({
  name: 'unitsOfMeasure',
  label: 'unit of measure',
  table: unitsOfMeasure,
  fields: {
    id: { column: unitsOfMeasure.id, type: 'integer' },
    unitClassId: { column: unitsOfMeasure.unitClassId, type: 'integer' },
    unit: { column: unitsOfMeasure.unit, type: 'text', search: true },
    factor: { column: unitsOfMeasure.factor, type: 'decimal' },
    isBase: { column: unitsOfMeasure.isBase, type: 'boolean' },
  },
  relations: { unitClass: belongsTo('unitClasses', 'unitClassId') },
  // A document line's unit, for those who may not list units.
  lookup: ['id', 'unitClassId', 'unit', 'factor', 'isBase'],
  defaultSort: [{ column: 'factor', direction: 'asc' }],
});

export const unitClassResource = defineResource({
  name: 'unitClasses',
  label: 'unit class',
  table: unitClasses,
  fields: {
    id: { column: unitClasses.id, type: 'integer' },
    name: { column: unitClasses.name, type: 'text', search: true },
    description: { column: unitClasses.description, type: 'text', nullable: true },
    createdAt: { column: unitClasses.createdAt, type: 'datetime' },
    updatedAt: { column: unitClasses.updatedAt, type: 'datetime' },
  },
  relations: { units: hasMany('unitsOfMeasure', 'unitClassId') },
  defaultSort: [{ column: 'name', direction: 'asc' }],
});
