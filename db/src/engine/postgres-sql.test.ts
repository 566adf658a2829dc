import { describe, expect, it } from "vitest";
import { toPostgresSql } from "./postgres-sql";

describe("SQLite placeholders on PostgreSQL", () => {
  it("numbers each ? in order", () => {
    expect(toPostgresSql('select "a" from "t" where "b" = ? and "c" > ? limit ?')).toBe(
      'select "a" from "t" where "b" = $1 and "c" > $2 limit $3',
    );
  });

  it("leaves a ? inside a quoted string or name alone", () => {
    expect(toPostgresSql(`select 'why?' as "what?", ? from "t" where "x" like ? escape '\\'`)).toBe(
      `select 'why?' as "what?", $1 from "t" where "x" like $2 escape '\\'`,
    );
  });

  it("reads a doubled quote inside a string as part of it", () => {
    expect(toPostgresSql(`select 'it''s ?', ?`)).toBe(`select 'it''s ?', $1`);
  });
});

describe("a conflict's columns on PostgreSQL", () => {
  it("are named without their table", () => {
    expect(
      toPostgresSql(
        'insert into "job_leases" ("name") values (?) on conflict ("job_leases"."name", "job_leases"."x") do update set "holder" = ? where "job_leases"."expires_at" <= ?',
      ),
    ).toBe(
      'insert into "job_leases" ("name") values ($1) on conflict ("name", "x") do update set "holder" = $2 where "job_leases"."expires_at" <= $3',
    );
  });
});
