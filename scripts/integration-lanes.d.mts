export declare const INTEGRATION_DATABASE_URLS: 'INTEGRATION_DATABASE_URLS';
export declare function integrationLanes(env?: NodeJS.ProcessEnv): number;
