// swift-tools-version: 6.0
// The floor of a Swift first frame, for tools/bench/first-frame.sh: two programs that start curses
// as mainichi does and draw one line, built with the Makefile's release flags (static Swift
// runtime). `swift-floor` uses curses alone; `swift-floor-foundation` also reads the environment
// and makes a URL through FoundationEssentials, as any start of mainichi does. Not part of the app.
import PackageDescription

let package = Package(
    name: "swift-floor",
    targets: [
        .systemLibrary(name: "CNcurses"),
        .executableTarget(name: "swift-floor", dependencies: ["CNcurses"]),
        .executableTarget(name: "swift-floor-foundation", dependencies: ["CNcurses"]),
    ]
)
