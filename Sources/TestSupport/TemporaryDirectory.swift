import Foundation
import Testing

/// A fresh directory under the system temporary directory (`$TMPDIR`), removed with everything in
/// it when the value is released: a test keeps it in a local (or its suite's instance) for as long
/// as it uses the files, and leaves nothing behind. `make test` runs the suite with a private
/// `$TMPDIR` and fails naming whatever is left there.
///
///     let scratch = TemporaryDirectory()
///     let data = scratch.file("data")          // a path inside, not made yet
///     let text = scratch.write("猫", to: "a.txt")
public final class TemporaryDirectory {
    /// The directory; it exists until the value is released.
    public let url: URL
    /// How many `fresh(_:)` paths were given.
    private var given = 0

    /// The directory's path.
    public var path: String { url.path }

    /// - Parameter base: where to make it (the system temporary directory when nil).
    public init(in base: URL? = nil) {
        // Named after the test that made it, so that one left behind says whose it is.
        let test = String((Test.current?.name ?? "test").map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(24))
        url = (base ?? FileManager.default.temporaryDirectory)
            .appendingPathComponent("mainichi-\(test)-\(UUID().uuidString.prefix(12))")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A path inside the directory (nothing is made there).
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// A path inside the directory that no earlier call gave (`home-1`, `home-2`...), not made:
    /// for a helper that needs a directory of its own each time it is called.
    public func fresh(_ name: String) -> URL {
        given += 1
        return file("\(name)-\(given)")
    }

    /// A directory inside this one that no earlier call gave, made and returned.
    public func freshDirectory(_ name: String) -> URL {
        let made = fresh(name)
        try! FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        return made
    }

    /// A directory inside this one, made (with any parents) and returned.
    @discardableResult
    public func directory(_ name: String) -> URL {
        let made = file(name)
        try! FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        return made
    }

    /// Writes `text` to `name` (creating subdirectories) and returns its URL.
    @discardableResult
    public func write(_ text: String, to name: String) -> URL {
        write(Data(text.utf8), to: name)
    }

    /// Writes `data` to `name` (creating subdirectories) and returns its URL.
    @discardableResult
    public func write(_ data: Data, to name: String) -> URL {
        let target = file(name)
        try! FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! data.write(to: target)
        return target
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
