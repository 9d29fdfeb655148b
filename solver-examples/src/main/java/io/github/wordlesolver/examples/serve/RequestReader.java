package io.github.wordlesolver.examples.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import io.github.wordlesolver.Feedback;
import io.github.wordlesolver.Mode;
import io.github.wordlesolver.Turn;
import io.github.wordlesolver.WordList;
import io.github.wordlesolver.examples.multi.MultiText;
import io.github.wordlesolver.examples.setup.KnownAnswer;
import io.github.wordlesolver.examples.text.Excerpt;
import io.github.wordlesolver.multi.MultiSolver;
import io.github.wordlesolver.multi.MultiTurn;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The one reader of request bodies: a JSON object with only the fields its route allows, and every
 * field every endpoint shares read in one way, with one message: {@code hard}, {@code top}, {@code
 * boards} and {@code guesses}, the histories (turns with marks, with marks per board, or plain
 * guesses), words of the guess list, whole numbers and flags. Each refusal is a 400 that names the
 * field or the place, e.g. {@code history[2]: invalid mark 'X' at position 3}, and quotes what the
 * client sent shortened ({@link Excerpt#of}). A field that is JSON {@code null} counts as missing.
 *
 * <p>One reader per request, on the request's thread; it only reads the parsed object.
 */
final class RequestReader {
  /** The reader of a request whose body is not read (GET). */
  static final RequestReader EMPTY = new RequestReader(new JsonObject());

  /** What a history of turns with marks holds. */
  private static final String TURN = "{\"guess\":…, \"marks\":…}";

  /** What a history of turns with marks per board holds. */
  private static final String BOARD_TURN = "{\"guess\":…, \"marks\":[…]}";

  private final JsonObject object;

  private RequestReader(JsonObject object) {
    this.object = object;
  }

  /**
   * Parses {@code body} as one JSON object (UTF-8, strict) whose fields are all in {@code fields}.
   *
   * @throws Refusal 400 if it is not UTF-8, not JSON, not an object, or has another field
   */
  static RequestReader read(byte[] body, Set<String> fields) {
    String text;
    try {
      text =
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(body))
              .toString();
    } catch (CharacterCodingException e) {
      throw new Refusal(400, Refusal.MALFORMED_JSON, "the body is not UTF-8 text");
    }
    JsonElement json;
    try {
      JsonReader reader = new JsonReader(new StringReader(text));
      reader.setStrictness(Strictness.STRICT);
      json = JsonParser.parseReader(reader);
      if (reader.peek() != JsonToken.END_DOCUMENT) {
        throw new Refusal(400, Refusal.MALFORMED_JSON, "malformed JSON: more after the object");
      }
    } catch (JsonParseException | IOException e) {
      throw new Refusal(400, Refusal.MALFORMED_JSON, "malformed JSON: " + jsonProblem(e));
    }
    if (!json.isJsonObject()) {
      throw new Refusal(400, Refusal.MALFORMED_JSON, "the body must be a JSON object");
    }
    JsonObject object = json.getAsJsonObject();
    for (String key : object.keySet()) {
      if (!fields.contains(key)) {
        throw new Refusal(
            400,
            Refusal.UNKNOWN_FIELD,
            "unknown field '"
                + Excerpt.of(key)
                + "' (expected "
                + String.join(", ", fields.stream().sorted().toList())
                + ")");
      }
    }
    return new RequestReader(object);
  }

  /**
   * Says what is wrong with malformed JSON in the service's words: Gson's message without its
   * exception class names and advice to Java programmers, keeping where it happened.
   */
  static String jsonProblem(Exception e) {
    String message = String.valueOf(e.getMessage());
    int see = message.indexOf("\nSee ");
    if (see >= 0) {
      message = message.substring(0, see);
    }
    int at = message.indexOf(" at line ");
    String where = at >= 0 ? message.substring(at + 1) : "";
    String lower = message.toLowerCase(Locale.ROOT);
    String what =
        lower.contains("end of input") || lower.contains("eof")
            ? "it ends too early"
            : lower.contains("unterminated")
                ? "a string or value is not closed"
                : lower.contains("expected")
                    ? message
                        .substring(0, at >= 0 ? at : message.length())
                        .replace("com.google.gson.stream.MalformedJsonException: ", "")
                    : "not valid JSON";
    return where.isEmpty() ? what : what + " (" + where + ")";
  }

  /** Returns whether the request has {@code name} (not JSON null). */
  boolean has(String name) {
    return field(object, name) != null;
  }

  /**
   * Returns the string {@code name}.
   *
   * @throws Refusal 400 if it is missing or not a string
   */
  String string(String name) {
    return string(object, name, "the request");
  }

  /**
   * Returns the word {@code name}, lower case, which must be in {@code guesses}.
   *
   * @throws Refusal 400 if it is missing, not a string or not in the list: {@code 'answer': 'xyzzy'
   *     is not in the guess list}
   */
  String word(String name, WordList guesses) {
    return inList(string(name).toLowerCase(Locale.ROOT), "'" + name + "'", guesses);
  }

  /**
   * Returns the whole number {@code name}, or {@code otherwise} if it is missing.
   *
   * @throws Refusal 400 if it is not a whole number from {@code min} to {@code max}
   */
  int integer(String name, int min, int max, int otherwise) {
    JsonElement element = field(object, name);
    return element == null ? otherwise : integer(element, name, min, max);
  }

  /**
   * Returns the flag {@code name}, false if it is missing.
   *
   * @throws Refusal 400 if it is not true or false
   */
  boolean flag(String name) {
    JsonElement element = field(object, name);
    if (element != null
        && !(element.isJsonPrimitive() && element.getAsJsonPrimitive().isBoolean())) {
      throw new Refusal(400, Refusal.BAD_FIELD, "'" + name + "' must be true or false");
    }
    return element != null && element.getAsBoolean();
  }

  /** Returns the mode {@code "hard"} asks for: hard if true, normal if false or missing. */
  Mode mode() {
    return flag("hard") ? Mode.HARD : Mode.NORMAL;
  }

  /** Returns {@code "top"}: how many suggestions, {@value WordleServer#DEFAULT_TOP} if missing. */
  int top() {
    return integer("top", 1, WordleServer.MAX_TOP, WordleServer.DEFAULT_TOP);
  }

  /**
   * Returns {@code "boards"}, from {@code fewest} to {@link MultiSolver#MAX_BOARDS}; 1 if missing.
   */
  int boards(int fewest) {
    return integer("boards", fewest, MultiSolver.MAX_BOARDS, 1);
  }

  /**
   * Returns the guess limit of a game of {@code boards} boards ({@code "guesses"}, by default the
   * boards plus five).
   *
   * @throws Refusal 400 if {@code multi} cannot play that limit
   */
  int boardGuesses(int boards, MultiSolver multi) {
    JsonElement field = field(object, "guesses");
    int allowed =
        field == null
            ? MultiSolver.defaultGuesses(boards)
            : integer(field, "guesses", boards, MultiSolver.MAX_MULTI_GUESSES);
    var why = multi.refusal(boards, allowed);
    if (why.isPresent()) {
      throw Refusal.of("", why.get());
    }
    return allowed;
  }

  /** Refuses {@code "hard":true} in a multi-board game, which plays no hard mode. */
  void noHardMode() {
    if (mode() == Mode.HARD) {
      throw new Refusal(400, Refusal.BAD_FIELD, MultiText.NO_HARD_MODE);
    }
  }

  /** Refuses {@code "guesses"} in a request for one board. */
  void oneBoard() {
    if (has("guesses")) {
      throw new Refusal(
          400, Refusal.BAD_FIELD, "'guesses' goes with 'boards' (a multi-board game)");
    }
  }

  /**
   * Returns {@code "history"}: turns {@code {"guess":…, "marks":…}}, the marks in any form {@link
   * Feedback#parse} reads for {@code wordLength}. With an {@code answer}, marks left out are
   * computed (the guess must then be in the guess list) and marks given must be the answer's
   * ({@link KnownAnswer}).
   *
   * @throws Refusal 400 naming the turn, e.g. {@code history[0]: missing 'marks'}
   */
  List<Turn> turns(int wordLength, WordList guesses, boolean required, @Nullable String answer) {
    return each(
        TURN,
        required,
        item -> {
          String where = item.where();
          String guess = item.guess();
          try {
            if (answer != null && field(item.fields(), "marks") == null) {
              return KnownAnswer.turn(guesses, inList(guess, where, guesses), null, answer);
            }
            Feedback marks = Feedback.parse(string(item.fields(), "marks", where), wordLength);
            return answer == null
                ? new Turn(guess, marks)
                : KnownAnswer.turn(guesses, guess, marks, answer);
          } catch (IllegalArgumentException e) {
            throw new Refusal(400, Refusal.BAD_TURN, where + ": " + e.getMessage());
          }
        });
  }

  /**
   * Returns {@code "history"} of a multi-board game: turns {@code {"guess":…, "marks":[…]}}, the
   * marks of each board (or of each board still unsolved) in board order.
   *
   * @throws Refusal 400 naming the turn and board, e.g. {@code history[0]: board 2: invalid mark
   *     'Q' at position 3}
   */
  List<MultiTurn> boardTurns(int wordLength) {
    return each(
        BOARD_TURN,
        false,
        item -> {
          String where = item.where();
          JsonElement marks = field(item.fields(), "marks");
          if (marks == null || !marks.isJsonArray()) {
            throw new Refusal(
                400,
                Refusal.BAD_TURN,
                where + ": 'marks' must be an array of marks, one per board");
          }
          List<Feedback> parsed = new ArrayList<>();
          JsonArray array = marks.getAsJsonArray();
          for (int b = 0; b < array.size(); b++) {
            JsonElement m = array.get(b);
            if (!(m.isJsonPrimitive() && m.getAsJsonPrimitive().isString())) {
              throw new Refusal(
                  400, Refusal.BAD_TURN, where + ": board " + (b + 1) + ": marks must be a string");
            }
            try {
              parsed.add(Feedback.parse(m.getAsString(), wordLength));
            } catch (IllegalArgumentException e) {
              throw new Refusal(
                  400, Refusal.BAD_TURN, where + ": board " + (b + 1) + ": " + e.getMessage());
            }
          }
          return new MultiTurn(item.guess(), parsed);
        });
  }

  /**
   * Returns {@code "history"} as plain guesses, stripped and lower case; none if it is missing.
   *
   * @param most the most guesses a game can have
   * @throws Refusal 400 if it is not an array of strings or holds more than {@code most}
   */
  List<String> guesses(int most) {
    List<String> guesses = new ArrayList<>();
    JsonElement history = field(object, "history");
    if (history == null) {
      return guesses;
    }
    if (!history.isJsonArray()) {
      throw new Refusal(400, Refusal.BAD_FIELD, "'history' must be an array of guesses");
    }
    JsonArray array = history.getAsJsonArray();
    if (array.size() > most) {
      throw new Refusal(
          400, Refusal.BAD_FIELD, "'history' has " + array.size() + " guesses, more than any game");
    }
    for (int i = 0; i < array.size(); i++) {
      JsonElement item = array.get(i);
      if (!(item.isJsonPrimitive() && item.getAsJsonPrimitive().isString())) {
        throw new Refusal(400, Refusal.BAD_FIELD, "history[" + i + "] must be a string (a guess)");
      }
      guesses.add(item.getAsString().strip().toLowerCase(Locale.ROOT));
    }
    return guesses;
  }

  /** A turn of {@code "history"}: where it is, e.g. {@code history[2]}, its guess and fields. */
  private record Item(String where, String guess, JsonObject fields) {}

  /**
   * Returns {@code read} of each turn of {@code "history"}, in order: each an object {@code shape}
   * with a string {@code guess}, {@code marks} and nothing else, checked just before it is read;
   * none if the history is missing and not {@code required}.
   */
  private <T> List<T> each(String shape, boolean required, Function<Item, T> read) {
    JsonElement history = field(object, "history");
    if (history == null) {
      if (required) {
        throw new Refusal(400, Refusal.MISSING_FIELD, "missing 'history'");
      }
      return List.of();
    }
    if (!history.isJsonArray()) {
      throw new Refusal(400, Refusal.BAD_FIELD, "'history' must be an array of " + shape);
    }
    JsonArray array = history.getAsJsonArray();
    List<T> turns = new ArrayList<>(array.size());
    for (int i = 0; i < array.size(); i++) {
      String where = "history[" + i + "]";
      JsonElement element = array.get(i);
      if (!element.isJsonObject()) {
        throw new Refusal(400, Refusal.BAD_TURN, where + " must be an object " + shape);
      }
      JsonObject fields = element.getAsJsonObject();
      for (String key : fields.keySet()) {
        if (!key.equals("guess") && !key.equals("marks")) {
          throw new Refusal(
              400,
              Refusal.UNKNOWN_FIELD,
              where + ": unknown field '" + Excerpt.of(key) + "' (expected guess, marks)");
        }
      }
      turns.add(read.apply(new Item(where, string(fields, "guess", where), fields)));
    }
    return turns;
  }

  /**
   * Returns {@code word} as {@code guesses} writes it if the list has it; else refuses it, naming
   * {@code where}.
   */
  private static String inList(String word, String where, WordList guesses) {
    int index = guesses.indexOf(word);
    if (index < 0) {
      throw new Refusal(
          400,
          io.github.wordlesolver.Refusal.Kind.NOT_IN_GUESS_LIST.code(),
          where + ": '" + Excerpt.of(word) + "' is not in the guess list");
    }
    return guesses.get(index); // as the list writes it: a typed accent never changes the marks
  }

  /** Returns a field, or null if it is missing or JSON null. */
  private static @Nullable JsonElement field(JsonObject object, String name) {
    JsonElement element = object.get(name);
    return element == null || element.isJsonNull() ? null : element;
  }

  private static String string(JsonObject object, String name, String where) {
    JsonElement element = field(object, name);
    if (element == null) {
      throw new Refusal(400, Refusal.MISSING_FIELD, where + ": missing '" + name + "'");
    }
    if (!(element.isJsonPrimitive() && element.getAsJsonPrimitive().isString())) {
      throw new Refusal(400, Refusal.BAD_FIELD, where + ": '" + name + "' must be a string");
    }
    return element.getAsString();
  }

  private static int integer(JsonElement element, String name, int min, int max) {
    if (element.isJsonPrimitive() && element.getAsJsonPrimitive().isNumber()) {
      BigDecimal value;
      try {
        value = element.getAsBigDecimal();
      } catch (NumberFormatException e) {
        throw new Refusal(
            400,
            Refusal.BAD_FIELD,
            "'" + name + "' must be a whole number from " + min + " to " + max);
      }
      if (value.stripTrailingZeros().scale() <= 0
          && value.compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) <= 0
          && value.compareTo(BigDecimal.valueOf(Integer.MIN_VALUE)) >= 0) {
        int n = value.intValue();
        if (n < min || n > max) {
          throw new Refusal(
              400,
              Refusal.BAD_FIELD,
              "'" + name + "' must be from " + min + " to " + max + ", got " + n);
        }
        return n;
      }
    }
    throw new Refusal(
        400, Refusal.BAD_FIELD, "'" + name + "' must be a whole number from " + min + " to " + max);
  }
}
