import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type Service = 'lookup' | 'quote';

export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'head',
  'options',
  'trace',
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
}

/** One operation of openapi/<service>.yaml, as far as these tests need it. */
export interface ContractOperation {
  service: Service;
  method: HttpMethod;
  path: string;
  operationId: string;
  parameters: ContractParameter[];
  hasRequestBody: boolean;
  /** "GET /api/v1/..." */
  key: string;
}

type YamlObject = Record<string, unknown>;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
const isObject = (value: unknown): value is YamlObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const contractFile = (service: Service) =>
  fileURLToPath(new URL(`../../openapi/${service}.yaml`, import.meta.url));

export function loadContract(service: Service): YamlObject {
  const document: unknown = parse(readFileSync(contractFile(service), 'utf8'));
  if (!isObject(document)) throw new Error(`openapi/${service}.yaml is not a YAML mapping`);
  return document;
}

/** Follows a local `$ref` ('#/components/parameters/Token') inside the same document. */
function resolve(document: YamlObject, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  let target: unknown = document;
  for (const segment of value.$ref.replace(/^#\//, '').split('/')) {
    target = isObject(target) ? target[segment] : undefined;
  }
  if (target === undefined) throw new Error(`Unresolvable $ref ${value.$ref}`);
  return resolve(document, target);
}

function parameterOf(document: YamlObject, raw: unknown, where: string): ContractParameter {
  const parameter = resolve(document, raw);
  if (
    !isObject(parameter) ||
    typeof parameter.name !== 'string' ||
    typeof parameter.in !== 'string'
  ) {
    throw new Error(`A parameter of ${where} has no name or location`);
  }
  const location = parameter.in;
  if (
    location !== 'query' &&
    location !== 'path' &&
    location !== 'header' &&
    location !== 'cookie'
  ) {
    throw new Error(
      `Parameter ${parameter.name} of ${where} is in an unknown location ${location}`,
    );
  }
  return {
    name: parameter.name,
    in: location,
    required: parameter.required === true || location === 'path',
  };
}

export function contractOperations(service: Service): ContractOperation[] {
  const document = loadContract(service);
  const paths = document.paths;
  if (!isObject(paths)) throw new Error(`openapi/${service}.yaml has no paths`);
  const operations: ContractOperation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    if (!isObject(rawItem)) continue;
    const shared = listOf(rawItem.parameters);
    for (const method of HTTP_METHODS) {
      const operation = rawItem[method];
      if (!isObject(operation)) continue;
      const key = `${method.toUpperCase()} ${path}`;
      const own = listOf(operation.parameters);
      operations.push({
        service,
        method,
        path,
        operationId: typeof operation.operationId === 'string' ? operation.operationId : '',
        parameters: [...shared, ...own].map((parameter) => parameterOf(document, parameter, key)),
        hasRequestBody: operation.requestBody !== undefined,
        key,
      });
    }
  }
  return operations;
}
