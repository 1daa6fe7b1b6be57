import express from "express";
import { describe, expect, it } from "vitest";
import { createChangeSignal } from "../services/change-signal.ts";
import { endpoint, mountEndpoints } from "./endpoint.ts";
import type { EndpointDeps } from "./endpoint.ts";

const deps = { changeSignal: createChangeSignal() } as unknown as EndpointDeps;

describe("mountEndpoints", () => {
  it("refuses a write that does not declare what it invalidates, so it cannot start the server", () => {
    const undeclared = { "POST /posts/new": endpoint({ run: () => ({}) }) };
    expect(() => mountEndpoints(express.Router(), undeclared, deps)).toThrow("POST /posts/new must declare what it invalidates");
  });

  it("takes a write that declares it, and a read that need not", () => {
    const declared = {
      "GET /posts": endpoint({ run: () => [] }),
      "DELETE /posts/old": endpoint({ invalidates: "public pages", run: () => true }),
      "POST /posts/search": endpoint({ invalidates: "nothing", run: () => [] }),
    };
    expect(() => mountEndpoints(express.Router(), declared, deps)).not.toThrow();
  });
});
