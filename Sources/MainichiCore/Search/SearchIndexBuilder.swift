/// Builds the `SearchIndex` of a library's decks one deck at a time, so the app can build it as
/// idle work between key presses and leave it unfinished at any step (quitting right after the
/// first launch does not wait for the whole build).
///
/// Each step indexes one deck: the library's decoded deck when it has one, otherwise the deck's
/// outline read from its file (`DeckLibrary.outlineUncached`), not kept. A deck that cannot be read
/// is left out and described in the index's `problems`.
///
/// ```swift
/// var builder = SearchIndexBuilder(library: library)
/// while builder.step() { if inputWaiting { break } }   // resumed later with step()
/// if builder.isFinished { use(builder.index) }
/// ```
public struct SearchIndexBuilder {
    /// The library whose decks are indexed.
    public let library: DeckLibrary
    /// The decks to index, as listed when the build started.
    private let summaries: [DeckSummary]
    /// The Hangul of words' Korean cognates, from the decks directory's `korean.txt`
    /// (`KoreanLibrary.wordCognates`).
    private let cognates: [String: String]
    /// The next deck to index.
    private var next = 0
    /// The index so far; complete once `isFinished`.
    public private(set) var index = SearchIndex(items: [])

    /// A builder over the decks `library` lists now.
    public init(library: DeckLibrary) {
        self.library = library
        summaries = library.summaries
        cognates = KoreanLibrary.wordCognates(contentsOf: library.directory.appendingPathComponent("korean.txt"))
    }

    /// Whether every deck is indexed.
    public var isFinished: Bool { next >= summaries.count }

    /// Indexes the next deck; returns whether decks remain after it.
    @discardableResult
    public mutating func step() -> Bool {
        guard !isFinished else { return false }
        let summary = summaries[next]
        next += 1
        let table = self.cognates
        let cognates: (String) -> String? = { table[$0] }
        do throws(DeckLibraryError) {
            if library.isLoaded(id: summary.deckID) {
                index.append(try library.deck(id: summary.deckID).items.map(ItemOutline.init), cognates: cognates)
            } else {
                index.append(try library.outlineUncached(summary).items, cognates: cognates)
            }
        } catch {
            index.problems.append("\(error)")
        }
        return !isFinished
    }
}
