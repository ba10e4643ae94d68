import TerminalUI

/// One row of the Read screen's text as wrapped: pieces of text at their columns, each a part of a
/// token (a word, its reading in brackets) of one line of the text.
struct ReaderRow: Equatable {
    /// One run of text on the row.
    struct Piece: Equatable {
        var text: String
        /// The column it starts at.
        var x: Int
        var role: StyleRole
        /// The token of the line it belongs to (nil for text not yet cut into words).
        var token: Int?
        /// Whether it is a reading in brackets, not the text itself.
        var isReading: Bool
    }

    /// The line of the text the row belongs to.
    var line: Int
    var pieces: [Piece] = []

    /// The columns the row uses.
    var width: Int { pieces.last.map { $0.x + $0.text.displayWidth } ?? 0 }

    /// The tokens on the row, in order, each once.
    var tokens: [Int] {
        var seen: [Int] = []
        for piece in pieces { if let token = piece.token, seen.last != token { seen.append(token) } }
        return seen
    }

    /// The first column of `token` on the row, if it is there.
    func column(of token: Int) -> Int? {
        pieces.first { $0.token == token }?.x
    }
}
