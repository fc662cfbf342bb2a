import type PgBossClass from 'pg-boss';

export type PgBoss = PgBossClass;
