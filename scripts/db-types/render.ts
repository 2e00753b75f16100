import type { Catalog, Column, DbFunction, DbType, FunctionArg, Relation, Relationship } from './catalog';

// Renders the catalog as the TypeScript that `supabase gen types typescript`
// writes (Supabase's postgres-meta generator): the same members, the same
// type mapping, the same order and the same helper types, so a hosted
// project's generated file can replace this one. The caller formats it.

export interface RenderOptions {
  /** The PostgREST version the client may assume (Database.__InternalSupabase). */
  postgrestVersion: string;
  /** Lines of comment put above the types. */
  header: string[];
}

/** Arguments PostgREST accepts without a name: a single json, jsonb or text body. */
const UNNAMED_ARG_TYPES = new Set(['json', 'jsonb', 'text']);
const INPUT_MODES = new Set<FunctionArg['mode']>(['in', 'inout', 'variadic']);

const collator = new Intl.Collator('en');
const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
const q = (value: string) => JSON.stringify(value);
const members = (lines: string[]) => (lines.length === 0 ? '[_ in never]: never' : lines.join(';\n'));

export function renderDatabaseTypes(catalog: Catalog, options: RenderOptions): string {
  const schemas = [...catalog.schemas].sort((a, b) => collator.compare(a, b));
  const typesById = new Map(catalog.types.map((type) => [type.id, type]));
  const relationsById = new Map(catalog.relations.map((relation) => [relation.id, relation]));
  const tables = catalog.relations.filter((r) => r.kind === 'table');
  const views = catalog.relations.filter((r) => r.kind === 'view');
  const columnsOf = (relation: Relation) => [...relation.columns].sort(byName);

  function tsType(schema: string, pgType: string): string {
    if (pgType === 'bool') return 'boolean';
    if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(pgType)) return 'number';
    if (['bytea', 'bpchar', 'varchar', 'date', 'text', 'citext', 'time', 'timetz', 'timestamp', 'timestamptz', 'uuid', 'vector', 'interval'].includes(pgType)) {
      return 'string';
    }
    if (pgType === 'json' || pgType === 'jsonb') return 'Json';
    if (pgType === 'void') return 'undefined';
    if (pgType === 'record') return 'Record<string, unknown>';
    if (pgType.startsWith('_')) return `(${tsType(schema, pgType.slice(1))})[]`;
    const pick = <T extends { schema: string }>(candidates: T[]) => candidates.find((c) => c.schema === schema) ?? candidates[0];
    const enumType = pick(catalog.types.filter((t) => t.name === pgType && t.enums.length > 0));
    if (enumType) {
      if (schemas.includes(enumType.schema)) return `Database[${q(enumType.schema)}]['Enums'][${q(enumType.name)}]`;
      return enumType.enums.map(q).join(' | ');
    }
    const composite = pick(catalog.types.filter((t) => t.name === pgType && t.attributes.length > 0));
    if (composite) {
      return schemas.includes(composite.schema) ? `Database[${q(composite.schema)}]['CompositeTypes'][${q(composite.name)}]` : 'unknown';
    }
    const table = pick(tables.filter((t) => t.name === pgType));
    if (table) return `Database[${q(table.schema)}]['Tables'][${q(table.name)}]['Row']`;
    const view = pick(views.filter((v) => v.name === pgType));
    if (view) return `Database[${q(view.schema)}]['Views'][${q(view.name)}]['Row']`;
    return 'unknown';
  }

  const typeOfId = (schema: string, id: number) => {
    const type = typesById.get(id);
    return type ? tsType(schema, type.name) : 'unknown';
  };
  // `unknown` already admits null.
  const nullable = (type: string, isNullable: boolean) => (isNullable && type !== 'unknown' ? `${type} | null` : type);
  const field = (schema: string, column: Pick<Column, 'name' | 'format'>, isNullable: boolean, optional: boolean) =>
    `${q(column.name)}${optional ? '?' : ''}: ${nullable(tsType(schema, column.format), isNullable)}`;

  /** The relation (or composite type) a function's result is a row of. */
  function returnRelationName(fn: DbFunction): string | null {
    if (fn.returnTypeRelationId === null) return null;
    const relation = relationsById.get(fn.returnTypeRelationId);
    if (relation) return relation.name;
    const rowType = typesById.get(fn.returnTypeId);
    return rowType?.relationId ? rowType.name : null;
  }

  const rowTypeOf = (arg: FunctionArg | undefined): DbType | undefined => {
    const type = arg ? typesById.get(arg.typeId) : undefined;
    return type?.relationId ? type : undefined;
  };

  /** Functions PostgREST can call: named arguments, or one unnamed body argument, or a row (computed fields). */
  function isCallable(fn: DbFunction): boolean {
    const inArgs = fn.args.filter((arg) => INPUT_MODES.has(arg.mode));
    const unnamed = inArgs.filter((arg) => arg.name === '');
    if (unnamed.length === 0) return true;
    const bodyType = (arg: FunctionArg) => UNNAMED_ARG_TYPES.has(typesById.get(arg.typeId)?.name ?? '');
    if (unnamed.every((arg) => arg.hasDefault && bodyType(arg))) return true;
    return inArgs.length === 1 && (bodyType(inArgs[0]!) || rowTypeOf(inArgs[0]) !== undefined);
  }

  function returns(schema: string, fn: DbFunction): string {
    const tableArgs = fn.args.filter((arg) => arg.mode === 'table');
    if (tableArgs.length > 0) return `{\n${tableArgs.map((arg) => `${q(arg.name)}: ${typeOfId(schema, arg.typeId)}`).join(';\n')}\n}`;
    const relation = fn.returnTypeRelationId === null ? undefined : relationsById.get(fn.returnTypeRelationId);
    if (relation && relation.schema === schema) {
      return `{\n${columnsOf(relation)
        .map((column) => field(schema, column, column.isNullable, false))
        .join(';\n')}\n}`;
    }
    return typeOfId(schema, fn.returnTypeId);
  }

  function returnsWithSetof(schema: string, fn: DbFunction): string {
    const target = returnRelationName(fn);
    const manyRows = fn.rows !== null && fn.rows > 1;
    let setof: string | null = target ? setofOptions('*', target, !manyRows, fn.isSetReturning) : null;
    const rowArg = fn.args.length === 1 ? rowTypeOf(fn.args[0]) : undefined;
    if (rowArg && target) {
      // A computed relationship: PostgREST embeds it from rows of that table.
      const setofTable = fn.isSetReturning && fn.returnTypeRelationId !== null;
      setof = setofTable ? setofOptions(rowArg.name, target, !manyRows, true) : setofOptions(rowArg.name, target, true, false);
    }
    // One row per call only when the client can tell (SetofOptions); otherwise PostgREST answers an array.
    const single = !manyRows && target !== null;
    const result = `${returns(schema, fn)}${fn.isSetReturning && !single ? '[]' : ''}`;
    return setof ? `${result}; ${setof}` : result;
  }

  const setofOptions = (from: string, to: string, isOneToOne: boolean, isSetofReturn: boolean) =>
    `SetofOptions: {\nfrom: ${q(from)}; to: ${q(to)}; isOneToOne: ${isOneToOne}; isSetofReturn: ${isSetofReturn} }`;

  function signature(schema: string, fn: DbFunction): string {
    const inArgs = fn.args.filter((arg) => INPUT_MODES.has(arg.mode));
    const args =
      inArgs.length === 0 ? 'never' : `{ ${inArgs.map((arg) => `${q(arg.name)}${arg.hasDefault ? '?' : ''}: ${typeOfId(schema, arg.typeId)}`).join('; ')} }`;
    const rowArg = inArgs.length === 1 && inArgs[0]!.name === '' ? rowTypeOf(inArgs[0]) : undefined;
    if (rowArg && !returnRelationName(fn)) {
      const message = `the function ${schema}.${fn.name} with parameter or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache`;
      return `{ Args: ${args}; Returns: { error: true } & ${q(message)} }`;
    }
    return `{ Args: ${args}; Returns: ${returnsWithSetof(schema, fn)} }`;
  }

  const relationship = (r: Relationship) =>
    `{\nforeignKeyName: ${q(r.foreignKeyName)}; columns: ${JSON.stringify(r.columns)}; isOneToOne: ${r.isOneToOne}; referencedRelation: ${q(r.referencedRelation)}; referencedColumns: ${JSON.stringify(r.referencedColumns)} }`;

  const relationshipsOf = (relation: Relation) =>
    catalog.relationships
      .filter((r) => r.schema === relation.schema && r.relation === relation.name && r.referencedSchema === relation.schema)
      .sort(
        (a, b) =>
          collator.compare(a.foreignKeyName, b.foreignKeyName) ||
          collator.compare(a.referencedRelation, b.referencedRelation) ||
          collator.compare(JSON.stringify(a.referencedColumns), JSON.stringify(b.referencedColumns)),
      )
      .map(relationship);

  function renderSchema(schema: string): string {
    const functions = catalog.functions
      .filter((fn) => fn.schema === schema && isCallable(fn))
      .map((fn) => ({ ...fn, args: [...fn.args].sort(byName) }))
      .sort((a, b) => byName(a, b) || collator.compare(a.argumentTypes, b.argumentTypes) || collator.compare(a.returnType, b.returnType));
    const computedFields = (relation: Relation) =>
      functions.filter((fn) => fn.argumentTypes === relation.name).map((fn) => `${q(fn.name)}: ${nullable(returns(schema, fn), true)}`);

    const tableLines = tables
      .filter((t) => t.schema === schema)
      .sort(byName)
      .map((table) => {
        const columns = columnsOf(table);
        const row = [...columns.map((c) => field(schema, c, c.isNullable, false)), ...computedFields(table)];
        const insert = columns.map((c) =>
          c.identity === 'ALWAYS' ? `${q(c.name)}?: never` : field(schema, c, c.isNullable, c.isNullable || c.identity !== null || c.hasDefault),
        );
        const update = columns.map((c) => (c.identity === 'ALWAYS' ? `${q(c.name)}?: never` : field(schema, c, c.isNullable, true)));
        return `${q(table.name)}: {
          Row: {\n${row.join(';\n')} };
          Insert: {\n${insert.join(';\n')} };
          Update: {\n${update.join(';\n')} };
          Relationships: [${relationshipsOf(table).join(',\n')}];
        }`;
      });

    const viewLines = views
      .filter((v) => v.schema === schema)
      .sort(byName)
      .map((view) => {
        const columns = columnsOf(view);
        const row = [...columns.map((c) => field(schema, c, c.isNullable, false)), ...computedFields(view)];
        const write = columns.map((c) => (c.isUpdatable ? field(schema, c, true, true) : `${q(c.name)}?: never`)).join(';\n');
        const writes = view.isUpdatable ? `Insert: {\n${write} };\nUpdate: {\n${write} };\n` : '';
        return `${q(view.name)}: {
          Row: {\n${row.join(';\n')} };
          ${writes}Relationships: [${relationshipsOf(view).join(',\n')}];
        }`;
      });

    const overloads = new Map<string, DbFunction[]>();
    for (const fn of functions) overloads.set(fn.name, [...(overloads.get(fn.name) ?? []), fn]);
    const functionLines = [...overloads].map(([name, fns]) => `${q(name)}: ${fns.map((fn) => signature(schema, fn)).join(' |\n')}`);

    const enumLines = catalog.types
      .filter((t) => t.schema === schema && t.enums.length > 0)
      .sort(byName)
      .map((t) => `${q(t.name)}: ${t.enums.map(q).join(' | ')}`);

    const compositeLines = catalog.types
      .filter((t) => t.schema === schema && t.attributes.length > 0)
      .sort(byName)
      .map((t) => `${q(t.name)}: {\n${t.attributes.map((a) => `${q(a.name)}: ${nullable(typeOfId(schema, a.typeId), true)}`).join('; ')} }`);

    return `${q(schema)}: {
      Tables: {\n${members(tableLines)} };
      Views: {\n${members(viewLines)} };
      Functions: {\n${members(functionLines)} };
      Enums: {\n${members(enumLines)} };
      CompositeTypes: {\n${members(compositeLines)} };
    }`;
  }

  const constants = schemas.map((schema) => {
    const enums = catalog.types
      .filter((t) => t.schema === schema && t.enums.length > 0)
      .sort(byName)
      .map((t) => `${q(t.name)}: [${t.enums.map(q).join(', ')}]`);
    return `${q(schema)}: {\nEnums: {\n${enums.join(',\n')} } }`;
  });

  return `${options.header.map((line) => `// ${line}`).join('\n')}

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  // The PostgREST version createClient<Database> types its queries for.
  __InternalSupabase: {
    PostgrestVersion: ${q(options.postgrestVersion)};
  };
  ${schemas.map(renderSchema).join(';\n')}
};

${HELPER_TYPES}

export const Constants = {\n${constants.join(',\n')} } as const;
`;
}

// The helpers every generated file ends with: a table's, view's, enum's or
// composite type's shape by name, in the default schema or in a named one.
const HELPER_TYPES = `
type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views']) | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] & DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] & DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never;

${tableWriteHelper('TablesInsert', 'Insert', 'I')}

${tableWriteHelper('TablesUpdate', 'Update', 'U')}

${schemaMemberHelper('Enums', 'DefaultSchemaEnumNameOrOptions', 'EnumName')}

${schemaMemberHelper('CompositeTypes', 'PublicCompositeTypeNameOrOptions', 'CompositeTypeName')}`;

/** TablesInsert and TablesUpdate: a table's Insert or Update shape, by name. */
function tableWriteHelper(name: string, member: 'Insert' | 'Update', infer: string): string {
  return `export type ${name}<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends { ${member}: infer ${infer} }
    ? ${infer}
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { ${member}: infer ${infer} }
      ? ${infer}
      : never
    : never;`;
}

/** Enums and CompositeTypes: a member of a schema's Enums or CompositeTypes, by name. */
function schemaMemberHelper(member: 'Enums' | 'CompositeTypes', options: string, key: string): string {
  return `export type ${member}<
  ${options} extends keyof DefaultSchema['${member}'] | { schema: keyof DatabaseWithoutInternals },
  ${key} extends ${options} extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[${options}['schema']]['${member}']
    : never = never,
> = ${options} extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[${options}['schema']]['${member}'][${key}]
  : ${options} extends keyof DefaultSchema['${member}']
    ? DefaultSchema['${member}'][${options}]
    : never;`;
}
