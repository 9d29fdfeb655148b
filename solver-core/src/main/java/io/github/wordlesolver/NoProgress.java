package io.github.wordlesolver;

/** The {@link Progress} that ignores every report, shared by all ({@link Progress#none()}). */
enum NoProgress implements Progress {
  INSTANCE;

  @Override
  public void update(String phase, int done, int total) {}
}
