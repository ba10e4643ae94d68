// swift-tools-version: 6.0
import PackageDescription

/// -Osize in release builds, for targets whose speed does not matter (screens, the command line).
let optimizedForSize: [SwiftSetting] = [.unsafeFlags(["-Osize"], .when(configuration: .release))]

/// Where to find the wide ncurses library. On Linux it sits on the default paths, and pkg-config
/// adds only -D flags that SwiftPM refuses with a warning on every build (the shim sets the wide
/// API on itself); Homebrew's ncurses is keg-only and is found through pkg-config.
#if os(Linux)
let ncursesPackageConfig: String? = nil
#else
let ncursesPackageConfig: String? = "ncursesw"
#endif

/// SQLite and zstd: on Linux only their headers are used (on the default paths), the libraries are
/// opened at first use (CAnkiLibraries), so pkg-config must not add them to the link; elsewhere
/// they are found through pkg-config and linked.
#if os(Linux)
let sqlitePackageConfig: String? = nil
let zstdPackageConfig: String? = nil
#else
let sqlitePackageConfig: String? = "sqlite3"
let zstdPackageConfig: String? = "libzstd"
#endif

let package = Package(
    name: "Mainichi",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "mainichi", targets: ["mainichi"]),
        .library(name: "MainichiCore", targets: ["MainichiCore"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The wide ncurses library. Only CursesBackend imports it.
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: ncursesPackageConfig,
            providers: [.apt(["libncurses-dev"]), .brew(["ncurses"])]
        ),
        // The system SQLite library's header, to read Anki's collections. Only CAnkiLibraries
        // includes it; Mainichi's own storage does not use SQLite.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: sqlitePackageConfig,
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The system zlib, for the zip that Anki packages are (raw deflate, CRC-32). Only AnkiPackage.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        // The system zstd library's header, for Anki's compressed collections and media. Only
        // CAnkiLibraries includes it.
        .systemLibrary(
            name: "CZstd",
            pkgConfig: zstdPackageConfig,
            providers: [.apt(["libzstd-dev"]), .brew(["zstd"])]
        ),
        // SQLite and zstd opened with dlopen when an Anki package is first read or written (on
        // Linux; linked elsewhere): starts that read none do not load them. Only AnkiPackage uses it.
        .target(
            name: "CAnkiLibraries",
            dependencies: ["CSQLite", "CZstd"],
            linkerSettings: [
                .linkedLibrary("sqlite3", .when(platforms: [.macOS])),
                .linkedLibrary("zstd", .when(platforms: [.macOS])),
            ]
        ),
        // Pure Swift view layer: buffer, canvas, views, table view, navigation, run loop.
        .target(name: "TerminalUI"),
        // Async-signal-safe signal handlers for the curses backend (restore the terminal, re-raise).
        .target(name: "CTerminalGuard"),
        // The curses implementation of `Terminal`; the only code that touches C pointers.
        .target(name: "CursesBackend", dependencies: ["CNcurses", "CTerminalGuard", "TerminalUI"]),
        // The domain: decks, progress, scheduling, tests, kana, search. Foundation only.
        .target(name: "MainichiCore", swiftSettings: optimizedForSize),
        // Speech behind the core's `Pronouncing`: engine and player detection, the audio cache, and
        // the programs it runs (posix_spawn) on a worker thread. Only the executable wires it in.
        .target(name: "MainichiSpeech", dependencies: ["MainichiCore"], swiftSettings: optimizedForSize),
        // Reads Anki packages (.apkg, .colpkg) into the core's `AnkiCollection`, behind the core's
        // `AnkiPackageReading`: the zip (its own reader over zlib), SQLite (read-only) and zstd. The only code that touches
        // their C pointers; the core does not import it, the executable wires it in.
        .target(
            name: "AnkiPackage",
            dependencies: ["CAnkiLibraries", "CZlib", "MainichiCore"],
            swiftSettings: optimizedForSize
        ),
        // Screen controllers that join the core to the view layer.
        // Screens and the command line are cold code next to the core's searches and folds: built
        // for size in release (see docs/performance.md, "Binary size").
        .target(name: "MainichiApp", dependencies: ["TerminalUI", "MainichiCore"], swiftSettings: optimizedForSize),
        .executableTarget(
            name: "mainichi",
            dependencies: [
                "MainichiApp", "MainichiCore", "MainichiSpeech", "TerminalUI", "CursesBackend", "AnkiPackage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: optimizedForSize,
            // The static Swift runtime links with -export-dynamic, which put every public symbol of
            // the app's own modules (8,000) in the dynamic symbol table of a binary nothing links
            // against: 0.75 MB of the stripped binary.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux]))]
        ),
        // `make bench`: release-built benchmarks over the in-memory terminal and the core.
        .executableTarget(
            name: "MainichiBench",
            dependencies: ["MainichiApp", "MainichiCore", "TerminalUI", "AnkiPackage"]
        ),
        // What the test targets share: the snapshot assertion, a temporary directory that removes itself.
        .target(name: "TestSupport", dependencies: ["TerminalUI"]),
        // Golden screens are read from the source tree by TestSupport, not bundled.
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"],
                    exclude: ["Screens/__Snapshots__"]),
        // The FSRS reference vectors are read from the source tree (#filePath), not bundled.
        .testTarget(name: "MainichiCoreTests", dependencies: ["MainichiCore", "TestSupport"], exclude: ["SRS/fsrs-vectors.json", "SRS/fsrs-optimizer-vectors.json", "Interchange/AnkiVectors", "Segmentation/Vectors", "Reading/Fixtures"]),
        .testTarget(
            name: "MainichiAppTests",
            dependencies: ["MainichiApp", "MainichiCore", "TerminalUI", "TestSupport"],
            exclude: ["Detail/__Snapshots__", "Import/__Snapshots__", "Menu/__Snapshots__", "MyDecks/__Snapshots__", "Notebook/__Snapshots__", "Practice/__Snapshots__", "Reader/__Snapshots__", "Review/__Snapshots__", "Search/__Snapshots__", "Settings/__Snapshots__", "Statistics/__Snapshots__", "Study/__Snapshots__", "Testing/__Snapshots__", "Writing/__Snapshots__"]
        ),
        // The package vectors (made by tools/anki/ankipackages.py) are read from the source tree.
        .testTarget(name: "AnkiPackageTests", dependencies: ["AnkiPackage", "MainichiCore", "TestSupport"], exclude: ["Vectors"]),
        // The curses backend's start-up query, on a pseudo-terminal the tests answer for.
        .testTarget(name: "CursesBackendTests", dependencies: ["CursesBackend", "TerminalUI"]),
        .testTarget(name: "MainichiSpeechTests", dependencies: ["MainichiSpeech", "MainichiCore", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["MainichiCore", "TestSupport"]),
    ]
)
