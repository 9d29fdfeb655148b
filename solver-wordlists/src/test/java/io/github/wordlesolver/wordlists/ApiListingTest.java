package io.github.wordlesolver.wordlists;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.wordlesolver.solver.Solver;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The API guard: the public surface of each published module (every public or protected type,
 * constructor, method and field in the packages its {@code module-info} exports to everyone) must
 * equal the listing committed in {@code api/<module>.api}, so that every change to the API is a
 * visible diff in review. After an intended change, rewrite the listings with {@code mvn -pl
 * solver-wordlists -am test -Dtest=ApiListingTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dapi.update=true} and commit them with the change (and a CHANGELOG line).
 */
class ApiListingTest {
  @ParameterizedTest
  @ValueSource(strings = {"solver-core", "solver-wordlists"})
  void thePublicApiIsTheCommittedListing(String module) throws Exception {
    String listing = listing(module.equals("solver-core") ? Solver.class : WordLists.class);
    Path committed = repositoryRoot().resolve("api").resolve(module + ".api");
    if (Boolean.getBoolean("api.update")) {
      Files.createDirectories(committed.getParent());
      Files.writeString(committed, listing, StandardCharsets.UTF_8);
    }
    assertTrue(
        Files.exists(committed),
        committed + " is missing: write it with -Dapi.update=true (see this test's javadoc)");
    String expected = Files.readString(committed, StandardCharsets.UTF_8);
    assertEquals(
        expected,
        listing,
        "the public API of "
            + module
            + " differs from "
            + committed
            + ": if the change is intended, rewrite the listing with -Dapi.update=true and commit"
            + " it (see ApiListingTest's javadoc)");
  }

  @Test
  void theListingNamesWhatItShould() throws Exception {
    String core = listing(Solver.class);
    assertTrue(core.contains("public final class io.github.wordlesolver.solver.Solver"), core);
    assertTrue(
        core.contains("io.github.wordlesolver.Feedback compute(java.lang.CharSequence,"), core);
    // Packages that are not exported, or only to this project's modules, are not API.
    assertFalse(core.contains("io.github.wordlesolver.engine."), "engine is internal");
    assertFalse(core.contains("io.github.wordlesolver.internal."), "internal is internal");
    String lists = listing(WordLists.class);
    assertTrue(lists.contains("io.github.wordlesolver.wordlists.ListPair nyt()"), lists);
  }

  /**
   * Every package a published module exports (to everyone or to this project's modules) carries
   * {@code @NullMarked} on its own {@code package-info}, not only on the module: a program on the
   * class path (Kotlin, NullAway) reads package annotations and never sees the module's.
   */
  @ParameterizedTest
  @ValueSource(strings = {"solver-core", "solver-wordlists"})
  void everyExportedPackageIsNullMarked(String module) throws Exception {
    List<String> packages =
        exportedPackages(module.equals("solver-core") ? Solver.class : WordLists.class, true);
    assertTrue(packages.size() >= (module.equals("solver-core") ? 9 : 1), packages.toString());
    List<String> unmarked = new ArrayList<>();
    for (String pkg : packages) {
      Class<?> info;
      try {
        info = Class.forName(pkg + ".package-info", false, ApiListingTest.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        unmarked.add(pkg + " (no package-info)");
        continue;
      }
      if (!info.isAnnotationPresent(NullMarked.class)) {
        unmarked.add(pkg);
      }
    }
    assertEquals(List.of(), unmarked, "exported packages of " + module + " without @NullMarked");
  }

  /** The packages the module of {@code type} exports, with or without its qualified exports. */
  private static List<String> exportedPackages(Class<?> type, boolean qualifiedToo)
      throws IOException, URISyntaxException {
    Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    if (Files.isDirectory(location)) {
      return exportedPackages(location, qualifiedToo);
    }
    try (FileSystem jar = FileSystems.newFileSystem(location)) {
      return exportedPackages(jar.getPath("/"), qualifiedToo);
    }
  }

  private static List<String> exportedPackages(Path classes, boolean qualifiedToo)
      throws IOException {
    ModuleDescriptor descriptor;
    try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
      descriptor = ModuleDescriptor.read(in);
    }
    return descriptor.exports().stream()
        .filter(e -> qualifiedToo || !e.isQualified())
        .map(ModuleDescriptor.Exports::source)
        .sorted()
        .toList();
  }

  private static Path repositoryRoot() {
    Path here = Path.of("").toAbsolutePath();
    return Files.exists(here.resolve("api")) || !Files.exists(here.getParent().resolve("pom.xml"))
        ? here
        : here.getParent();
  }

  /** The sorted API listing of the module {@code type} was loaded from (a directory or a jar). */
  static String listing(Class<?> type)
      throws IOException, ClassNotFoundException, URISyntaxException {
    Path location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    if (Files.isDirectory(location)) {
      return listing(location);
    }
    try (FileSystem jar = FileSystems.newFileSystem(location)) {
      return listing(jar.getPath("/"));
    }
  }

  private static String listing(Path classes) throws IOException, ClassNotFoundException {
    ModuleDescriptor descriptor;
    try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
      descriptor = ModuleDescriptor.read(in);
    }
    List<String> packages = exportedPackages(classes, false);
    StringBuilder out = new StringBuilder();
    out.append("# The public API of module ")
        .append(descriptor.name())
        .append(" (written by ApiListingTest; do not edit by hand)\n");
    for (String pkg : packages) {
      Path dir = classes.resolve(pkg.replace('.', '/'));
      List<String> names;
      try (Stream<Path> files = Files.list(dir)) {
        names =
            files
                .map(p -> p.getFileName().toString().replace("/", ""))
                .filter(n -> n.endsWith(".class") && !n.equals("package-info.class"))
                .map(n -> pkg + "." + n.substring(0, n.length() - ".class".length()))
                .sorted()
                .toList();
      }
      for (String name : names) {
        Class<?> type = Class.forName(name, false, ApiListingTest.class.getClassLoader());
        if (isApi(type)) {
          out.append('\n').append(typeLine(type)).append('\n');
          for (String member : members(type)) {
            out.append("  ").append(member).append('\n');
          }
        }
      }
    }
    return out.toString();
  }

  /** Whether a type is visible to users: public, as is every type enclosing it. */
  private static boolean isApi(Class<?> type) {
    if (type.isAnonymousClass() || type.isLocalClass() || type.isSynthetic()) {
      return false;
    }
    for (Class<?> c = type; c != null; c = c.getDeclaringClass()) {
      if (!Modifier.isPublic(c.getModifiers())) {
        return false;
      }
    }
    return true;
  }

  private static String typeLine(Class<?> type) {
    int modifiers = type.getModifiers() & (Modifier.PUBLIC | Modifier.STATIC | Modifier.FINAL);
    String kind =
        type.isAnnotation()
            ? "@interface"
            : type.isInterface()
                ? "interface"
                : type.isEnum() ? "enum" : type.isRecord() ? "record" : "class";
    if (!type.isInterface() && !type.isEnum() && !type.isRecord()) {
      modifiers |= type.getModifiers() & Modifier.ABSTRACT;
    }
    if (type.isEnum() || type.isRecord()) {
      modifiers &= ~Modifier.FINAL; // implied
    }
    StringBuilder line = new StringBuilder();
    String mods = Modifier.toString(modifiers);
    line.append(mods.isEmpty() ? "" : mods + " ").append(kind).append(' ').append(type.getName());
    if (type.getTypeParameters().length > 0) {
      line.append(
          Arrays.stream(type.getTypeParameters())
              .map(v -> v.getName() + bounds(v.getBounds()))
              .collect(Collectors.joining(", ", "<", ">")));
    }
    Type superclass = type.getGenericSuperclass();
    if (superclass != null
        && superclass != Object.class
        && !type.isEnum()
        && !type.isRecord()
        && !type.isInterface()) {
      line.append(" extends ").append(superclass.getTypeName());
    }
    Type[] interfaces = type.getGenericInterfaces();
    if (interfaces.length > 0 && !type.isAnnotation()) {
      line.append(type.isInterface() ? " extends " : " implements ")
          .append(
              Arrays.stream(interfaces).map(Type::getTypeName).collect(Collectors.joining(", ")));
    }
    return line.toString();
  }

  private static String bounds(Type[] bounds) {
    return bounds.length == 1 && bounds[0] == Object.class
        ? ""
        : Arrays.stream(bounds)
            .map(Type::getTypeName)
            .collect(Collectors.joining(" & ", " extends ", ""));
  }

  /** The type's public and protected members, each as its generic signature, sorted. */
  private static List<String> members(Class<?> type) {
    TreeSet<String> members = new TreeSet<>();
    List<Member> all = new ArrayList<>();
    all.addAll(Arrays.asList(type.getDeclaredConstructors()));
    all.addAll(Arrays.asList(type.getDeclaredMethods()));
    all.addAll(Arrays.asList(type.getDeclaredFields()));
    for (Member member : all) {
      int modifiers = member.getModifiers();
      boolean visible =
          Modifier.isPublic(modifiers)
              || (Modifier.isProtected(modifiers) && !Modifier.isFinal(type.getModifiers()));
      if (!visible || member.isSynthetic()) {
        continue;
      }
      if (member instanceof Method method && method.isBridge()) {
        continue;
      }
      if (member instanceof Constructor<?> && type.isEnum()) {
        continue;
      }
      members.add(
          signature(member).replace(type.getTypeName() + "." + member.getName(), member.getName()));
    }
    return new ArrayList<>(members);
  }

  private static String signature(Member member) {
    if (member instanceof Field field) {
      return field.toGenericString();
    }
    return ((Executable) member).toGenericString();
  }
}
