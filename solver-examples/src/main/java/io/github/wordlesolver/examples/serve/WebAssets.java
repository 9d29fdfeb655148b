package io.github.wordlesolver.examples.serve;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.jspecify.annotations.Nullable;

/**
 * The web app's files, served from the jar: a fixed list of names under {@code web/} next to this
 * class, read once when the server starts. Any other path is not an asset (the server then answers
 * 404), so no request can reach another file. {@code GET} and {@code HEAD} only; every answer has
 * its type with a charset, an {@code ETag} and {@code Cache-Control: no-cache} (the browser keeps
 * the file and asks again with {@code If-None-Match}: a 304 costs no body), and the page a
 * Content-Security-Policy that allows nothing from elsewhere. Immutable.
 */
final class WebAssets {
  /** Every file of the app, as named under {@code web/}; {@code /} serves the first. */
  static final List<String> NAMES =
      List.of(
          "index.html",
          "app.css",
          "app.js",
          "api.js",
          "board.js",
          "keyboard.js",
          "chart.js",
          "marks.js",
          "play.js",
          "assist.js",
          "rate.js",
          "absurdle.js",
          "boards.js",
          "favicon.svg");

  /** What the page may load: only its own server's files and calls. */
  static final String CONTENT_SECURITY_POLICY =
      "default-src 'self'; img-src 'self' data:;"
          + " object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

  private static final Map<String, String> TYPES =
      Map.of(
          "html", "text/html; charset=utf-8",
          "css", "text/css; charset=utf-8",
          "js", "text/javascript; charset=utf-8",
          "svg", "image/svg+xml; charset=utf-8");

  /** One file: its type, bytes (read-only) and entity tag. */
  private record Asset(String type, ByteBuffer bytes, String etag) {}

  private final Map<String, Asset> byPath;

  private WebAssets(Map<String, Asset> byPath) {
    this.byPath = byPath;
  }

  /**
   * Reads every file of {@link #NAMES}.
   *
   * @throws IllegalStateException if one is missing from the jar (a packaging bug)
   */
  static WebAssets load() {
    Map<String, Asset> byPath = new LinkedHashMap<>();
    for (String name : NAMES) {
      byte[] bytes = read(name);
      String extension = name.substring(name.lastIndexOf('.') + 1);
      String type = TYPES.get(extension);
      if (type == null) {
        throw new IllegalStateException("no content type for web/" + name);
      }
      Asset asset =
          new Asset(type, ByteBuffer.wrap(bytes).asReadOnlyBuffer(), "\"" + digest(bytes) + "\"");
      byPath.put("/" + name, asset);
      if (byPath.size() == 1) {
        byPath.put("/", asset);
      }
    }
    return new WebAssets(Map.copyOf(byPath));
  }

  /**
   * Returns the answer for an asset's path, or null if the path names no asset.
   *
   * @throws Refusal 405 if the method is not {@code GET} or {@code HEAD}
   */
  @Nullable Reply serve(Exchange exchange) {
    Asset asset = byPath.get(exchange.path());
    if (asset == null) {
      return null;
    }
    String method = exchange.method();
    if (!"GET".equals(method) && !"HEAD".equals(method)) {
      throw new Refusal(
          405,
          Refusal.METHOD_NOT_ALLOWED,
          exchange.path() + " takes GET or HEAD, not " + method,
          HttpFields.build().put(HttpHeader.ALLOW, "GET, HEAD"));
    }
    HttpFields.Mutable headers =
        HttpFields.build()
            .put(HttpHeader.CACHE_CONTROL, "no-cache")
            .put(HttpHeader.ETAG, asset.etag())
            .put("X-Content-Type-Options", "nosniff");
    if (asset.type().startsWith("text/html")) {
      headers.put("Content-Security-Policy", CONTENT_SECURITY_POLICY);
    }
    String ifNoneMatch = exchange.headers().get(HttpHeader.IF_NONE_MATCH);
    if (ifNoneMatch != null
        && (ifNoneMatch.contains(asset.etag()) || ifNoneMatch.strip().equals("*"))) {
      return new Reply(304, asset.type(), ByteBuffer.allocate(0).asReadOnlyBuffer(), headers);
    }
    return new Reply(200, asset.type(), asset.bytes(), headers);
  }

  private static byte[] read(String name) {
    try (InputStream in = WebAssets.class.getResourceAsStream("web/" + name)) {
      if (in == null) {
        throw new IllegalStateException("the web app's file web/" + name + " is missing");
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the web app's file web/" + name, e);
    }
  }

  private static String digest(byte[] bytes) {
    try {
      byte[] hash = MessageDigest.getInstance("SHA-256").digest(bytes);
      return HexFormat.of().formatHex(hash, 0, 12);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this Java", e);
    }
  }
}
