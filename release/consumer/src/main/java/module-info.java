/** The quick start as a named module: run on the module path by release/check. */
module quickstart {
  requires io.github.wordlesolver.core;
  requires io.github.wordlesolver.wordlists;
}
