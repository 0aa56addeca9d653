// The AppArchitectureGuide target holds no code: it exists so DocC builds its catalog,
// AppArchitectureGuide.docc, the umbrella of the package's documentation (see scripts/docs).
