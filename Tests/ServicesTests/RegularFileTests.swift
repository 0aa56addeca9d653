import Foundation
import Services
import TestSupport
import Testing

struct RegularFileTests {
    @Test func aFileInsideTheRootWithinTheLimitIsRead() throws {
        let directory = TemporaryDirectory(prefix: "apparch-regular-file")
        let url = directory.url.appendingPathComponent("page.html")
        try Data("<p>hi</p>".utf8).write(to: url)
        #expect(try RegularFile.contents(of: url, under: directory.url, maximumSize: 9) == Data("<p>hi</p>".utf8))
        #expect(try RegularFile.contents(of: url, under: directory.url, maximumSize: 8) == nil)
    }

    @Test func aPathOrLinkLeadingOutOfTheRootIsRefused() throws {
        let outside = TemporaryDirectory(prefix: "apparch-regular-file-outside")
        let secret = outside.url.appendingPathComponent("secret.txt")
        try Data("secret".utf8).write(to: secret)
        let root = TemporaryDirectory(prefix: "apparch-regular-file-root")
        let climbing = root.url.appendingPathComponent("../\(outside.url.lastPathComponent)/secret.txt")
        #expect(try RegularFile.contents(of: climbing, under: root.url, maximumSize: 100) == nil)
        let link = root.url.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: secret)
        #expect(try RegularFile.contents(of: link, under: root.url, maximumSize: 100) == nil)
    }

    @Test func aFolderOrMissingFileIsNotAFile() throws {
        let root = TemporaryDirectory(prefix: "apparch-regular-file")
        let folder = root.url.appendingPathComponent("folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(try RegularFile.contents(of: folder, under: root.url, maximumSize: 100) == nil)
        let missing = root.url.appendingPathComponent("missing.txt")
        #expect(try RegularFile.contents(of: missing, under: root.url, maximumSize: 100) == nil)
    }
}
