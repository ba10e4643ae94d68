import MainichiCore

/// A pronouncer whose speech engine is looked for only when it is first needed.
///
/// Detection (`SpeechEngine.detect`) searches PATH for several programs and looks for dictionaries
/// and voices; the menu needs none of it, so the app's first frame does not wait for it. It runs
/// on the first `speak`, `play(file:)` or question about availability, or earlier through
/// `prepare()` (the app calls it while idle after the first frame). The made pronouncer then
/// answers everything, so behaviour is the detected pronouncer's.
public final class DeferredPronouncer: Pronouncing {
    private var make: (() -> Pronouncer)?
    private var made: Pronouncer?

    /// - Parameter make: detects and makes the pronouncer; called once, on this object's thread.
    public init(_ make: @escaping () -> Pronouncer) {
        self.make = make
    }

    /// The detected pronouncer, detecting it now if that was not done yet.
    public var pronouncer: Pronouncer {
        if let made { return made }
        let pronouncer = make!()
        made = pronouncer
        make = nil
        return pronouncer
    }

    /// Detects the engine now (idle work), so the first `p` does not wait for it.
    public func prepare() {
        _ = pronouncer
    }

    @discardableResult
    public func speak(_ text: String) -> Bool { pronouncer.speak(text) }

    public var unavailableReason: String? { pronouncer.unavailableReason }

    public func play(file path: String) -> AudioFilePlayback { pronouncer.play(file: path) }

    public var unavailableSummary: String? { pronouncer.unavailableSummary }
}
