package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonObject;
import io.github.wordlesolver.examples.json.JsonViews;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.jspecify.annotations.Nullable;

/**
 * A response: status, content type, body (read-only) and extra headers; JSON unless said otherwise.
 * Immutable: {@link #send} writes a view of the body, so one reply can be sent many times.
 *
 * @param status the HTTP status
 * @param contentType the {@code Content-Type}, with its charset
 * @param body the body; its position and limit are never changed
 * @param headers headers sent besides the type and the length
 */
record Reply(int status, String contentType, ByteBuffer body, HttpFields headers) {
  /** The type of every JSON answer. */
  static final String JSON = "application/json; charset=utf-8";

  /** Returns a JSON reply without extra headers. */
  static Reply json(int status, String json) {
    return json(status, json, HttpFields.EMPTY);
  }

  /** Returns a JSON reply. */
  static Reply json(int status, String json, HttpFields headers) {
    return new Reply(
        status,
        JSON,
        ByteBuffer.wrap(json.getBytes(StandardCharsets.UTF_8)).asReadOnlyBuffer(),
        headers);
  }

  /**
   * Returns {@code {"error":message,"code":code}} with {@code status}: the one writer of error
   * bodies.
   */
  static Reply error(int status, String code, @Nullable String message, HttpFields headers) {
    JsonObject object = new JsonObject();
    object.addProperty("error", String.valueOf(message));
    object.addProperty("code", code);
    return json(status, JsonViews.GSON.toJson(object), headers);
  }

  /**
   * Sends this reply: status, type, extra headers and {@code Content-Length}, and the body unless
   * the request was a {@code HEAD}; completes {@code callback} once written.
   */
  void send(Response response, boolean head, Callback callback) {
    ByteBuffer view = body.slice();
    response.setStatus(status);
    HttpFields.Mutable fields = response.getHeaders();
    fields.put(HttpHeader.CONTENT_TYPE, contentType);
    for (HttpField field : headers) {
      fields.put(field);
    }
    fields.put(HttpHeader.CONTENT_LENGTH, view.remaining());
    response.write(true, head ? null : view, callback);
  }
}
