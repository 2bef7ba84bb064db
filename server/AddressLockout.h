#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>

namespace hk {

// Locks an address out for a while after it has sent too many links that do not work. Why: a link is a
// 128-bit secret, so nobody who has one sends many wrong ones; an address that does is guessing, and each
// guess would otherwise cost the GM's machine a request (and, for a WebSocket, a handshake).
class AddressLockout
{
public:
    struct Limits
    {
        int strikes = 20;             // wrong links within the window that lock an address out
        qint64 windowMs = 10 * 60 * 1000;
        qint64 lockMs = 10 * 60 * 1000;
    };

    explicit AddressLockout(Limits limits) : m_limits(limits) { m_clock.start(); }

    // Counts a wrong link from the address; true when that locks it out.
    bool strike(const QHostAddress& peer);
    bool isLockedOut(const QHostAddress& peer) const;
    const Limits& limits() const { return m_limits; }

private:
    struct Record
    {
        int strikes = 0;
        qint64 firstAt = 0;      // the window's start, ms on m_clock
        qint64 lockedUntil = -1; // ms on m_clock; -1: not locked
    };
    void forgetOld(qint64 now);
    Limits m_limits;
    QElapsedTimer m_clock;
    QHash<QString, Record> m_records;
};

} // namespace hk
