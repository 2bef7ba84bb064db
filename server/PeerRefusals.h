#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QString>

namespace hk {

// Why a connection or a request from a peer was turned away. Typed, so the server, the window and the tests
// speak of the same few reasons, and the words for the GM are written once (PeerRefusals::words).
enum class Refusal {
    NotLocal,         // a peer outside the local network while the server answers only that
    PlainFromOutside, // a peer outside the local network on a server without TLS (and not the trusted proxy)
    TooManyFromPeer,  // one address holds as many connections as it may
    ServerBusy,       // the server holds as many connections as it may, none of them idle to make room
    LockedOut,        // the address sent too many links that do not work and must wait
    BadLink,          // a link that does not work (unknown or revoked token)
    TooManyRequests,  // the address's or the link's rate limit
    TooManyPages,     // the link has as many pages open as it may
    RequestTooLarge,  // a request whose body is over the limit (413)
    HeadersTooLarge,  // a request whose line and headers are over the limit (431)
    TimedOut,         // a connection that sent no whole request in time, or a page that fell silent
    WrongHost,        // a Host or Origin that is not this server's (a page of another site, DNS rebinding)
    UnmaskedFrame,    // a WebSocket frame from a page without the mask every client must put on it
};

// The refusals of one server, told to the GM without drowning him: the first refusal of a kind from an address
// is told at once, the rest are counted and told as one line per kind and address when flush() is called
// (the server calls it every few seconds). Why: a guesser's thousands of wrong links a second each wrote a
// line to the terminal of `serve`.
class PeerRefusals
{
public:
    static QString words(Refusal why);

    // Notes a refusal; returns the line to tell now ("" when it is only counted).
    QString note(const QHostAddress& peer, Refusal why);
    // The summary lines of what was counted since the last flush, and a fresh start.
    QStringList flush();
    // How many refusals were noted in all (for the window and the tests).
    qint64 total() const { return m_total; }
    qint64 count(Refusal why) const { return m_byReason.value(int(why)); }

private:
    struct Key
    {
        QString peer;
        int why = 0;
        bool operator==(const Key& o) const { return peer == o.peer && why == o.why; }
    };
    friend size_t qHash(const Key& k, size_t seed) { return qHashMulti(seed, k.peer, k.why); }
    QHash<Key, qint64> m_counted; // refusals since the last flush, beyond the first one told
    QHash<int, qint64> m_byReason;
    qint64 m_total = 0;
};

} // namespace hk
