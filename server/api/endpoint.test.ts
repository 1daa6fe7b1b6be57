import express from "express";
import { describe, expect, it } from "vitest";
import { call } from "#app/contract/call.ts";
import { createChangeSignal } from "../services/change-signal.ts";
import { endpoint, endpointTable, mountEndpoints } from "./endpoint.ts";
import type { EndpointDeps } from "./endpoint.ts";

const deps = { changeSignal: createChangeSignal() } as unknown as EndpointDeps;

const posts = {
  list: call("GET", "/api/posts").answers<string[]>(),
  create: call("POST", "/api/posts/new").answers<object>(),
  remove: call("DELETE", "/api/posts/old").answers<boolean>(),
  search: call("POST", "/api/posts/search").answers<string[]>(),
};

describe("mountEndpoints", () => {
  it("refuses a write that does not declare what it invalidates, so it cannot start the server", () => {
    const undeclared = endpointTable("/api", [endpoint(posts.create, { run: () => ({}) })]);
    expect(() => mountEndpoints(express.Router(), undeclared, deps)).toThrow("POST /posts/new must declare what it invalidates");
  });

  it("takes a write that declares it, and a read that need not", () => {
    const declared = endpointTable("/api", [
      endpoint(posts.list, { run: () => [] }),
      endpoint(posts.remove, { invalidates: "public pages", run: () => true }),
      endpoint(posts.search, { invalidates: "nothing", run: () => [] }),
    ]);
    expect(() => mountEndpoints(express.Router(), declared, deps)).not.toThrow();
  });
});

describe("endpointTable", () => {
  it("keys each call by its method and its path under the router's mount point", () => {
    const table = endpointTable("/api", [endpoint([posts.search, posts.list], { invalidates: "nothing", run: () => [] })]);
    expect(Object.keys(table)).toEqual(["POST /posts/search", "GET /posts"]);
  });

  it("refuses a call outside the router, and a call declared twice", () => {
    expect(() => endpointTable("/api/admin", [endpoint(posts.list, { run: () => [] })])).toThrow("GET /api/posts is not under /api/admin");
    const twice = [endpoint(posts.list, { run: () => [] }), endpoint(posts.list, { run: () => ["again"] })];
    expect(() => endpointTable("/api", twice)).toThrow("GET /api/posts is declared twice");
  });
});
