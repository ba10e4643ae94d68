/// The results of one search, best first, each read from the index only when asked for.
///
/// Ranking a query needs only the index's numbers (where each field's text lies, each item's
/// sort key); a result's words (id, headword, meanings, readings) are strings made from the
/// index's rows. The search screen lists up to 500 results and shows a screenful, so the list
/// keeps each match as one number (the item's position and its rank) and makes a `SearchResult`
/// when a row is drawn or read. The results, their order and their count are those of
/// `SearchIndex.search(_:limit:)`, which reads every row of this list.
///
/// ```swift
/// let results = index.results(for: SearchQuery("cat"), limit: 500)
/// results.count          // 151, nothing read yet
/// results[0].word        // one row read
/// ```
///
/// A sequence with a count and positions rather than a collection: the collection protocols'
/// defaults would each be compiled for it, a few kilobytes of the binary for nothing the screens use.
public struct SearchResultList: Sequence, Sendable {
    /// The index the rows are read from.
    private let index: SearchIndex
    /// Each match as `SearchIndex.hits(for:limit:)` gives it, best first.
    private let hits: [UInt64]

    /// No results.
    public init() {
        self.init(index: SearchIndex(items: []), hits: [])
    }

    init(index: SearchIndex, hits: [UInt64]) {
        self.index = index
        self.hits = hits
    }

    /// The number of results.
    public var count: Int { hits.count }
    /// Whether nothing was found.
    public var isEmpty: Bool { hits.isEmpty }
    /// The best result, if any.
    public var first: SearchResult? { isEmpty ? nil : self[0] }
    public var underestimatedCount: Int { hits.count }

    /// The result at `position` (0 is the best), read from the index's rows.
    public subscript(position: Int) -> SearchResult {
        index.result(forHit: hits[position])
    }

    public func makeIterator() -> Iterator { Iterator(list: self) }

    /// Reads the results in order.
    public struct Iterator: IteratorProtocol {
        let list: SearchResultList
        var position = 0

        public mutating func next() -> SearchResult? {
            guard position < list.count else { return nil }
            position += 1
            return list[position - 1]
        }
    }
}
