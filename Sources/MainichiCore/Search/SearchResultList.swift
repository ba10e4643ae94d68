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
public struct SearchResultList: RandomAccessCollection, Sendable {
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

    public var startIndex: Int { 0 }
    public var endIndex: Int { hits.count }

    /// The result at `position`, read from the index's rows.
    public subscript(position: Int) -> SearchResult {
        index.result(forHit: hits[position])
    }
}
