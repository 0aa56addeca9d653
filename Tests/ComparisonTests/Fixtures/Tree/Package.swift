// swift-tools-version: 6.1
// A fixture: a package root for the comparison's tests, never built.
