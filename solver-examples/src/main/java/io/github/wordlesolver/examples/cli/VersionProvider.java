package io.github.wordlesolver.examples.cli;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** Reads the tool's version from the {@code version.properties} resource the build fills in. */
final class VersionProvider implements IVersionProvider {
  /** Returns {@code wordle VERSION}, or {@code wordle (unknown version)} without the resource. */
  @Override
  public String[] getVersion() throws IOException {
    Properties properties = new Properties();
    try (InputStream in = VersionProvider.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        properties.load(in);
      }
    }
    return new String[] {"wordle " + properties.getProperty("version", "(unknown version)")};
  }
}
