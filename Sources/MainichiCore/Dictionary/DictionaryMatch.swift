/// An entry found by `JapaneseDictionary.search(_:limit:)`, with how well it matched.
public struct DictionaryMatch: Sendable, Equatable {
    public var entry: DictionaryEntry
    public var match: SearchResult.Match
}
