import Testing
@testable import MainichiCore

@Suite struct JSONParserTests {
    @Test func textIsKeptVerbatimUnlessCleaningIsAskedFor() throws {
        let text = Array(#"{" key ": " a\u001b[1mb ", "list": ["\u00a0c"]}"#.utf8)
        guard case .object(let plain) = try JSONParser.parse(text),
              case .object(let cleaned) = try JSONParser.parse(text, cleaningStrings: true) else {
            Issue.record("not an object")
            return
        }
        #expect(plain.fields.map(\.key) == [" key ", "list"])
        #expect(cleaned.fields.map(\.key) == [" key ", "list"])
        guard case .string(let raw)? = plain[" key "], case .string(let clean)? = cleaned[" key "] else {
            Issue.record("field missing")
            return
        }
        #expect(raw == " a\u{1B}[1mb ")
        #expect(clean == "ab")
        guard case .array(let list)? = cleaned["list"], case .string(let element)? = list.first else {
            Issue.record("list missing")
            return
        }
        #expect(element == "c")
    }

    @Test func nestedContainersKeepTheirOwnMembers() throws {
        let text = Array(#"{"a": [1, {"b": [2, 3], "c": {}}, []], "d": {"e": [4]}}"#.utf8)
        guard case .object(let root) = try JSONParser.parse(text) else {
            Issue.record("not an object")
            return
        }
        #expect(root.fields.map(\.key) == ["a", "d"])
        guard case .array(let a)? = root["a"], a.count == 3, case .object(let inner) = a[1],
              case .array(let b)? = inner["b"], case .object(let c)? = inner["c"], case .array(let empty) = a[2],
              case .object(let d)? = root["d"], case .array(let e)? = d["e"] else {
            Issue.record("unexpected shape")
            return
        }
        #expect(b.count == 2)
        #expect(c.count == 0)
        #expect(empty.isEmpty)
        #expect(e.count == 1)
    }

    /// The message read "unknown escape '\\character 'x'' in a string" (B9).
    @Test func unknownEscapeShowsTheEscape() {
        #expect(throws: (any Error).self) { try JSONParser.parse(Array(#"["\x41"]"#.utf8)) }
        do {
            _ = try JSONParser.parse(Array(#"["\x41"]"#.utf8))
        } catch {
            #expect(error.message == #"unknown escape '\x' in a string"#)
        }
    }
}
